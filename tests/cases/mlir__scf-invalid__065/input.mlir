
func.func @f(%c: i1, %x: i32) {
  %0 = "scf.execute_region"() ({
    scf.yield
  }) : () -> (i32)
  return
}
// expected-error@-5 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
