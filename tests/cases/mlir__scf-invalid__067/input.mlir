
func.func @f(%c: i1, %x: i32) {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield %c : i1
  }
  return
}
// expected-error@-9 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
