
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    scf.condition(%c) %x : i32
  ^bb1:
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-11 {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
