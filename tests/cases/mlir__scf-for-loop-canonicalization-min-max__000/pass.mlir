#map = affine_map<(d0)[s0] -> (4, -d0 + s0)>
#map1 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
#map2 = affine_map<(d0)[s0, s1] -> (d0 - s0, s1)>
#map3 = affine_map<(d0, d1) -> (d0 + d1 + 4)>
#map4 = affine_map<(d0, d1) -> (d0 floordiv 8, 7)>
#map5 = affine_map<(d0) -> (d0 mod 8, d0 ceildiv 4)>
#map6 = affine_map<(d0)[s0] -> (s0, d0 + 64)>
#map7 = affine_map<(d0, d1) -> (d0 - d1)>
#map8 = affine_map<(d0)[s0] -> (d0 + s0, 100)>
#map9 = affine_map<(d0)[s0] -> (d0, s0)>
module {
  func.func @ranges(%arg0: index, %arg1: index, %arg2: index) {
    %c5 = arith.constant 5 : index
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    scf.for %arg3 = %arg0 to %arg1 step %c4 {
      %0 = affine.min #map(%arg3)[%arg1]
      %1 = affine.max #map1(%arg3)[%arg0]
      %2 = affine.min #map2(%arg3)[%arg0, %arg2]
      "test.use"(%0, %1, %2) : (index, index, index) -> ()
    }
    scf.for %arg3 = %c0 to %c64 step %c8 {
      scf.for %arg4 = %c0 to %c8 step %c4 {
        %0 = affine.apply #map3(%arg3, %arg4)
        %1 = affine.min #map4(%arg3, %arg4)
        %2 = affine.max #map5(%arg3)
        %3 = affine.min #map6(%arg3)[%arg2]
        %4 = affine.apply #map7(%arg3, %arg4)
        %5 = affine.min #map8(%arg3)[%c7]
        "test.use"(%0, %1, %2, %3, %c5, %4, %5) : (index, index, index, index, index, index, index) -> ()
      }
    }
    scf.forall (%arg3, %arg4) = (0, %arg0) to (16, %arg1) step (4, 2) {
      %0 = affine.max #map9(%arg4)[%arg0]
      "test.use"(%c4, %0) : (index, index) -> ()
    }
    scf.parallel (%arg3) = (%c0) to (%arg2) step (%c4) {
      %0 = affine.min #map(%arg3)[%arg2]
      "test.use"(%0) : (index) -> ()
      scf.reduce 
    }
    scf.for %arg3 = %c4 to %c7 step %c4 {
      "test.use"(%c4, %c8) : (index, index) -> ()
    }
    scf.for %arg3 = %c64 to %c4 step %c4 {
      "test.use"(%c64) : (index) -> ()
    }
    return
  }
}

