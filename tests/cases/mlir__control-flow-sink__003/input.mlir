
// Loops run their body any number of times: nothing sinks into them.
func.func @loop(%x: i32, %lb: index, %ub: index, %st: index) {
  %a = arith.addi %x, %x : i32
  scf.for %i = %lb to %ub step %st {
    "test.use"(%a) : (i32) -> ()
  }
  return
}
