
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
  } else {
  }
  return
}
// expected-error@-5 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-6 {{region branch point}}
