
func.func @nested_for_if(%arg0 : index, %arg1 : index, %arg2 : index, %arg3 : i1) -> f32 {
  %s0 = arith.constant 1.0 : f32
  %r = scf.for %i0 = %arg0 to %arg1 step %arg2 iter_args(%iter = %s0) -> (f32) {
    %result = scf.for %i1 = %arg0 to %arg1 step %arg2 iter_args(%si = %iter) -> (f32) {
      %sn = arith.addf %si, %si : f32
      %x = scf.if %arg3 -> f32 {
        scf.yield %sn : f32
      } else {
        %y = arith.mulf %sn, %sn : f32
        scf.yield %y : f32
      }
      scf.yield %x : f32
    }
    scf.if %arg3 {
      "foo.op"() : () -> ()
    }
    scf.yield %result : f32
  }
  return %r : f32
}

