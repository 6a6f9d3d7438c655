
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    scf.yield %x : i32
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-6 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
// expected-note@-6 {{region branch point}}
