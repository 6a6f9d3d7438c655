
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %b : f32
  }
  return
}
// expected-error@-9 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
