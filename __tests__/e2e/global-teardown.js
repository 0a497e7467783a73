module.exports = async () => {
  globalThis.__SERVER__?.kill();
};
