
func.func @switch_wrong_types(%arg0: index) {
  scf.index_switch %arg0
  default {
    scf.yield %arg0 : index
  }
  return
}
// expected-error@-6 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
// expected-note@-5 {{see yield operation here}}
