
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-5 {{'scf.for' op expects a non-empty block}}
