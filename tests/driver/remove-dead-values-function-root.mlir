// ARGS: --pass-pipeline=builtin.module(func.func(remove-dead-values))

// On a function, the pass changes the signature of a private callee
// without its callers outside the function: the calls no longer verify.

func.func private @callee(%arg: i32, %unused: i32) -> i32 {
  %sum = arith.addi %arg, %arg : i32
  return %sum : i32
}
func.func @caller(%x: i32) -> i32 {
  %r = call @callee(%x, %x) : (i32, i32) -> i32
  return %r : i32
}
