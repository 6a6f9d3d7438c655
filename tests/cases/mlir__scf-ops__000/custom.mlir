module {
  func.func @std_for(%arg0: index, %arg1: index, %arg2: index) {
    scf.for %arg3 = %arg0 to %arg1 step %arg2 {
      scf.for %arg4 = %arg0 to %arg1 step %arg2 {
        %0 = arith.cmpi slt, %arg3, %arg4 : index
        %1 = arith.select %0, %arg3, %arg4 : index
        %2 = arith.cmpi sge, %arg3, %arg4 : index
        %3 = arith.select %2, %arg3, %arg4 : index
        scf.for %arg5 = %1 to %3 step %arg4 {
        }
      }
    }
    return
  }
}

