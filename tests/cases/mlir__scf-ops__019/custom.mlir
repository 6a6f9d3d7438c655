module {
  func.func @h(%arg0: index, %arg1: i1, %arg2: i32) {
    %0:2 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg2, %arg5 = %arg1) -> (i32, i1) {
      %1 = scf.if %arg5 -> (i32) {
        scf.yield %arg4 : i32
      } else {
        %2 = scf.execute_region -> i32 {
          scf.yield %arg4 : i32
        }
        scf.yield %2 : i32
      }
      scf.yield %1, %arg5 : i32, i1
    }
    scf.for %arg3 = %arg0 to %arg0 step %arg0 {
      scf.for %arg4 = %arg3 to %arg0 step %arg3 {
        scf.if %arg1 {
          "test.a"() : () -> ()
        } else {
          "test.b"() : () -> ()
        }
      }
    }
    scf.if %arg1 {
    }
    scf.for %arg3 = %arg0 to %arg0 step %arg0 {
    }
    return
  }
}

