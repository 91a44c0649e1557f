// Run-time entry of @stamp/server-kit/config: the compiled library (npm run build writes dist/).
module.exports = require('../../../dist/libs/server-kit/src/config/index.js');
