module {
  func.func @nested_for_if(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) -> f32 {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %cst) -> (f32) {
      %1 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg5) -> (f32) {
        %2 = arith.addf %arg7, %arg7 : f32
        %3 = scf.if %arg3 -> (f32) {
          scf.yield %2 : f32
        } else {
          %4 = arith.mulf %2, %2 : f32
          scf.yield %4 : f32
        }
        scf.yield %3 : f32
      }
      scf.if %arg3 {
        "foo.op"() : () -> ()
      }
      scf.yield %1 : f32
    }
    return %0 : f32
  }
}

