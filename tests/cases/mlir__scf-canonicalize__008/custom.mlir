module {
  func.func @for_nsw_one_trip(%arg0: index) {
    %c1 = arith.constant 1 : index
    %0 = arith.addi %arg0, %c1 overflow<nsw> : index
    scf.for %arg1 = %arg0 to %0 step %c1 {
      "test.consume"(%arg1) : (index) -> ()
    }
    return
  }
}

