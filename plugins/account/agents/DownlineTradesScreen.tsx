export { DownlineTrades as default } from './DownlineLists';
