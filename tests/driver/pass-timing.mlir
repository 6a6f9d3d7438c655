// ARGS: --mlir-timing --mlir-disable-threading -p builtin.module(func.func(strip-debuginfo,symbol-privatize),strip-debuginfo,builtin.module(func.func(print-op-stats)),func.func(topological-sort)) -o /dev/null
func.func @f() {
  return
}
func.func @g() {
  return
}
module {
  func.func @h() {
    return
  }
}
