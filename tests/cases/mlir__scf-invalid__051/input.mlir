
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> (i32, i32)
  return
}
// expected-error@-6 {{operation defines 2 results but was provided 1 to bind}}
