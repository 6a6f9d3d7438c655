
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"(%x) ({
    scf.yield
  }) : (i32) -> ()
  return
}
// expected-error@-5 {{'scf.execute_region' op requires zero operands}}
