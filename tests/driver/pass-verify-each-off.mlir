// ARGS: --verify-each=false -p builtin.module(print-ir,func.func(print-ir))
// MERGED
func.func @f() {
  return
}
