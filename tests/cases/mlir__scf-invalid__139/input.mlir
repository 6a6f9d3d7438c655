
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: f32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }) : (i32) -> i32
  return
}
// expected-error@-9 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
// expected-note@-10 {{region branch point}}
