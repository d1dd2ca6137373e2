// `virtual:site-data` and `virtual:sandbox-versions` are typed by the files in ./virtual.
declare module 'virtual:highlight.css';
