
func.func @parallel_no_tuple_elements() {
  scf.parallel () = () to () step () {
  }
  return
}
// expected-error@-4 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
