
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
// expected-error@-4 {{'scf.execute_region' op region needs to have at least one block}}
