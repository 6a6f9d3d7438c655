#map = affine_map<(d0)[s0] -> (4, -d0 + s0)>
#map1 = affine_map<(d0)[s0] -> (d0 - s0, 0)>
#map2 = affine_map<(d0)[s0, s1] -> (d0 - s0, s1)>
#map3 = affine_map<(d0, d1) -> (d0 + d1 + 4, 100)>
#map4 = affine_map<(d0, d1) -> (d0 floordiv 8, 7)>
#map5 = affine_map<(d0) -> (d0 mod 8, d0 ceildiv 4)>
#map6 = affine_map<(d0)[s0] -> (s0, d0 + 64)>
#map7 = affine_map<(d0) -> (d0 floordiv 8 + 100, 5)>
#map8 = affine_map<(d0, d1) -> (d0 - d1, -8)>
#map9 = affine_map<(d0)[s0] -> (d0 + s0, 100)>
#map10 = affine_map<(d0) -> (-d0 + 16, 4)>
#map11 = affine_map<(d0)[s0] -> (d0, s0)>
#map12 = affine_map<(d0) -> (d0, 1000)>
#map13 = affine_map<(d0) -> (d0 * 2, d0 + 4)>
module {
  func.func @ranges(%arg0: index, %arg1: index, %arg2: index) {
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
        %0 = affine.min #map3(%arg3, %arg4)
        %1 = affine.min #map4(%arg3, %arg4)
        %2 = affine.max #map5(%arg3)
        %3 = affine.min #map6(%arg3)[%arg2]
        %4 = affine.min #map7(%arg3)
        %5 = affine.max #map8(%arg3, %arg4)
        %6 = affine.min #map9(%arg3)[%c7]
        "test.use"(%0, %1, %2, %3, %4, %5, %6) : (index, index, index, index, index, index, index) -> ()
      }
    }
    scf.forall (%arg3, %arg4) = (0, %arg0) to (16, %arg1) step (4, 2) {
      %0 = affine.min #map10(%arg3)
      %1 = affine.max #map11(%arg4)[%arg0]
      "test.use"(%0, %1) : (index, index) -> ()
    }
    scf.parallel (%arg3) = (%c0) to (%arg2) step (%c4) {
      %0 = affine.min #map(%arg3)[%arg2]
      "test.use"(%0) : (index) -> ()
      scf.reduce 
    }
    scf.for %arg3 = %c4 to %c7 step %c4 {
      %0 = affine.min #map12(%arg3)
      %1 = affine.min #map13(%arg3)
      "test.use"(%0, %1) : (index, index) -> ()
    }
    scf.for %arg3 = %c64 to %c4 step %c4 {
      %0 = affine.min #map12(%arg3)
      "test.use"(%0) : (index) -> ()
    }
    return
  }
}

