export { DownlineAgents as default } from './DownlineLists';
