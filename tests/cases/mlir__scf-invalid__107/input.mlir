
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    scf.condition(%c) %x : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.while' op expected 2 regions}}
