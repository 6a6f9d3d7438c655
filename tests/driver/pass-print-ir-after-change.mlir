// ARGS: --mlir-disable-threading --mlir-print-ir-after-all --mlir-print-ir-after-change -p builtin.module(func.func(strip-debuginfo,strip-debuginfo),symbol-privatize,symbol-privatize) -o /dev/null
func.func @f() {
  return
}
