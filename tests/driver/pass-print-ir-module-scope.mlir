// ARGS: --mlir-disable-threading --mlir-print-ir-after=strip-debuginfo --mlir-print-ir-module-scope --mlir-print-debuginfo -p builtin.module(func.func(strip-debuginfo)) -o /dev/null
func.func @f() {
  return
}
func.func @g() {
  return
}
