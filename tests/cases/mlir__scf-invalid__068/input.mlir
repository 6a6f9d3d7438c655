
func.func @f(%c: i1, %x: i32) {
  %0 = scf.execute_region -> i32 {
    func.return
  }
  return
}
// expected-error@-4 {{'func.return' op expects parent op 'func.func'}}
