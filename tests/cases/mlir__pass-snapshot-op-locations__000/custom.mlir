#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @function(%arg0: index) -> i32 {
    %0 = "foo"() : () -> i32
    %1 = affine.apply #map(%arg0)
    scf.for %arg1 = %arg0 to %1 step %arg0 {
      "t.x"() : () -> ()
    }
    return %0 : i32
  }
}

