#map = affine_map<(d0, d1) -> (d0 + d1, d1 + 16)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 + s0, s1 - 100, s0 - 1)>
#map2 = affine_map<(d0, d1) -> (d0 - d1, 100)>
#map3 = affine_map<(d0) -> (d0, 16)>
#map4 = affine_map<(d0)[s0] -> (d0 + s0, s0 + 12)>
#map5 = affine_map<(d0, d1) -> (d0 + d1, d1 - 1)>
module {
  func.func @operands(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    scf.for %arg2 = %c0 to %c16 step %c4 {
      %0 = affine.min #map(%arg2, %arg0)
      %1 = affine.max #map1(%arg2)[%arg0, %arg0]
      scf.for %arg3 = %arg2 to %c16 step %c4 {
        %5 = affine.min #map2(%arg3, %arg2)
        %6 = affine.min #map3(%arg3)
        "test.use"(%5, %6) : (index, index) -> ()
      }
      %2 = arith.addi %arg0, %c1 : index
      %3 = affine.min #map4(%arg2)[%2]
      %4 = affine.max #map5(%arg2, %arg1)
      "test.use"(%0, %1, %3, %4) : (index, index, index, index) -> ()
    }
    return
  }
}

