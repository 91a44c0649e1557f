// Run-time entry of @stamp/server-kit/memory: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/memory/index.js');
