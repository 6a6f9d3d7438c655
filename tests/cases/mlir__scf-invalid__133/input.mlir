
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.if %c -> (i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a : i32
  }
  return
}
// expected-error@-7 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
// expected-note@-7 {{region branch point}}
