// ARGS: -p 'builtin.module(func.func(strip-debuginfo,symbol-dce),any(print-ir{label="a b"}),symbol-privatize{exclude=a,b},builtin.module(func.func(print-ir)))' --dump-pass-pipeline -o /dev/null
func.func @f() {
  return
}
