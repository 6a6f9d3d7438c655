
func.func private @nonexistent()
func.func @all_unused(%cond: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0, %1 = scf.if %cond -> (index, index) {
    func.call @side_effect() : () -> ()
    scf.yield %c0, %c1 : index, index
  } else {
    // expected-error@+1 {{'func.call' op 'side_effect' does not reference a valid function}}
    func.call @side_effect() : () -> ()
    scf.yield %c0, %c1 : index, index
  }
  return
}


