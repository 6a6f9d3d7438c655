
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
