
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.if %c -> (i32) {
    scf.yield %b : f32
  } else {
    scf.yield %a : i32
  }
  return
}
// expected-error@-7 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-7 {{region branch point}}
