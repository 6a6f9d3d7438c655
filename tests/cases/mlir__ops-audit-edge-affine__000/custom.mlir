#map = affine_map<(d0, d1) -> (d0 - d1)>
#map1 = affine_map<(d0, d1) -> (-d0 + d1 * 3 - 7)>
#map2 = affine_map<(d0) -> ((d0 + 1) mod 2)>
#map3 = affine_map<(d0) -> ((d0 floordiv 4) * 4)>
#map4 = affine_map<(d0)[s0] -> (d0 * s0)>
#map5 = affine_map<(d0)[s0, s1] -> (d0 ceildiv s0 + s1 mod 3)>
#map6 = affine_map<(d0) -> (-(d0 floordiv 2))>
#map7 = affine_map<(d0) -> (-d0)>
#map8 = affine_map<(d0, d1) -> ((d0 + d1) * 2)>
#map9 = affine_map<(d0) -> (42)>
#map10 = affine_map<(d0, d1) -> (d0 + d1)>
#map11 = affine_map<(d0) -> (d0 mod -3)>
#map12 = affine_map<(d0) -> ((d0 * 5) floordiv 3 - (d0 mod 7) * 2)>
#map13 = affine_map<()[s0, s1] -> (s0 * s1 + s1 * 2)>
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0, d1) -> (d0 - d1 - 1)>
#map16 = affine_map<(d0) -> (((d0 mod 4) floordiv 2) ceildiv 3)>
#map17 = affine_map<(d0) -> (d0 - 1)>
#map18 = affine_map<()[s0] -> (s0 * 2)>
#map19 = affine_map<(d0, d1) -> (d0, d1, 0)>
#map20 = affine_map<(d0)[s0] -> (d0 + 10, s0)>
#map21 = affine_map<(d0, d1) -> (d0, d1, 42)>
#map22 = affine_map<()[s0] -> (s0, -s0)>
#set = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d0 + s0 - 10 == 0, -d1 + 5 >= 0)>
#set1 = affine_set<(d0) : (1 == 0)>
#set2 = affine_set<(d0) : (d0 mod 2 == 0)>
module {
  func.func @affine_exprs(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index, %arg3: index) {
    %0 = affine.apply #map(%arg1, %arg2)
    %1 = affine.apply #map1(%arg1, %arg2)
    %2 = affine.apply #map2(%arg1)
    %3 = affine.apply #map3(%arg1)
    %4 = affine.apply #map4(%arg1)[%arg3]
    %5 = affine.apply #map5(%arg1)[%arg3, %arg2]
    %6 = affine.apply #map6(%arg1)
    %7 = affine.apply #map7(%arg1)
    %8 = affine.apply #map8(%arg1, %arg2)
    %9 = affine.apply #map9(%arg1)
    %10 = affine.apply #map10(%arg1, %arg2)
    %11 = affine.apply #map11(%arg1)
    %12 = affine.apply #map12(%arg1)
    %13 = affine.apply #map13()[%arg1, %arg2]
    %14 = affine.apply #map14(%arg1)
    %15 = affine.apply #map15(%arg1, %arg2)
    %16 = affine.apply #map16(%arg1)
    affine.for %arg4 = #map17(%arg1) to #map18()[%arg3] step 4 {
      %19 = affine.load %arg0[%arg4 - 1, -%arg4 + 99] : memref<100x100xf32>
      %20 = affine.load %arg0[(%arg4 + 1) mod 2, %arg4 floordiv 3] : memref<100x100xf32>
      %21 = affine.load %arg0[%arg4 * 2 + symbol(%arg3) * 3, 0] : memref<100x100xf32>
      affine.store %19, %arg0[%arg4 + symbol(%arg3), symbol(%arg2)] : memref<100x100xf32>
    }
    affine.for %arg4 = max #map19(%arg1, %arg2) to min #map20(%arg1)[%arg3] {
    }
    affine.for %arg4 = 5 to 5 {
    }
    affine.for %arg4 = -10 to -1 {
    }
    affine.if #set(%arg1, %arg2)[%arg3] {
    }
    affine.if #set1(%arg1) {
    }
    affine.if #set2(%arg1) {
    }
    %17 = affine.min #map21(%arg1, %arg2)
    %18 = affine.max #map22()[%arg1]
    affine.parallel (%arg4, %arg5) = (max(%arg1, 0), 0) to (min(%arg3, 100), %arg2 - 1) step (2, 3) {
    }
    affine.parallel (%arg4) = (0) to (symbol(%arg3) * 4) {
    }
    return
  }
}

