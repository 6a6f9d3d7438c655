// ARGS: --mlir-disable-threading --mlir-print-ir-after-failure -p builtin.module(strip-debuginfo,func.func(symbol-dce)) --mlir-print-debuginfo
// MERGED
func.func @f() {
  return
}
