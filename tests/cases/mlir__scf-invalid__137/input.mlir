
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.while (%x = %a) : (i32) -> f32 {
    scf.condition(%c) %b : f32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-8 {{region branch point}}
