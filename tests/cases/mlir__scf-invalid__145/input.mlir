
func.func @f(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// expected-error@-5 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
