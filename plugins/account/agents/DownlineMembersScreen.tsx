export { DownlineMembers as default } from './DownlineLists';
