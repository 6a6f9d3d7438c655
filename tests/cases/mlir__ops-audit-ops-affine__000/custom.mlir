#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 * 2 + s0)>
#map2 = affine_map<()[s0] -> (s0 mod 4)>
#map3 = affine_map<(d0, d1) -> (d0 floordiv 3 + d1 ceildiv 2)>
#map4 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map5 = affine_map<(d0)[s0] -> (d0 + s0, d0 - 2)>
#map6 = affine_map<(d0) -> (d0, 0)>
#map7 = affine_map<(d0) -> (d0, 100)>
#map8 = affine_map<(d0) -> (d0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
#set1 = affine_set<(d0) : (d0 >= 0)>
#set2 = affine_set<()[s0] : (s0 - 1 >= 0)>
module {
  func.func @affine_ops(%arg0: memref<100x100xf32>, %arg1: index, %arg2: f32, %arg3: vector<8xf32>, %arg4: index) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply #map(%arg1)
    %1 = affine.apply #map1(%arg1)[%arg4]
    %2 = affine.apply #map2()[%arg1]
    %3 = affine.apply #map3(%arg1, %arg4)
    %4 = affine.min #map4(%arg1)[%arg4]
    %5 = affine.max #map5(%arg1)[%arg4]
    affine.for %arg5 = 0 to 10 {
      affine.for %arg6 = 0 to %arg1 step 2 {
        %21 = affine.load %arg0[%arg5, %arg6 + 1] : memref<100x100xf32>
        affine.store %21, %arg0[%arg5 * 2, symbol(%arg1)] : memref<100x100xf32>
      }
    }
    affine.for %arg5 = max #map6(%arg1) to min #map7(%arg4) {
    }
    affine.for %arg5 = %c0 to %arg1 {
    }
    %6 = affine.for %arg5 = 0 to 10 iter_args(%arg6 = %arg2) -> (f32) {
      %21 = arith.addf %arg6, %arg2 : f32
      affine.yield %21 : f32
    }
    %7:2 = affine.for %arg5 = 0 to 10 step 3 iter_args(%arg6 = %arg2, %arg7 = %arg2) -> (f32, f32) {
      affine.yield %arg6, %arg7 : f32, f32
    }
    affine.if #set(%arg1)[%arg4] {
      "test.op"() : () -> ()
    }
    affine.if #set1(%arg1) {
      "test.op"() : () -> ()
    } else {
      "test.op2"() : () -> ()
    }
    %8 = affine.if #set2()[%arg1] -> f32 {
      affine.yield %arg2 : f32
    } else {
      affine.yield %arg2 : f32
    }
    affine.parallel (%arg5, %arg6) = (0, 0) to (10, %arg1) {
      "test.use"(%arg5, %arg6) : (index, index) -> ()
    }
    affine.parallel (%arg5) = (0) to (100) step (10) {
    }
    %9 = affine.parallel (%arg5) = (0) to (10) reduce ("addf") -> (f32) {
      affine.yield %arg2 : f32
    }
    %10:2 = affine.parallel (%arg5) = (max(0, %arg1)) to (min(100, %arg4)) reduce ("maximumf", "mulf") -> (f32, f32) {
      affine.yield %arg2, %arg2 : f32, f32
    }
    affine.prefetch %arg0[%arg1, %arg4], read, locality<3>, data : memref<100x100xf32>
    affine.prefetch %arg0[%arg1 + 1, 0], write, locality<1>, instr : memref<100x100xf32>
    %11 = affine.vector_load %arg0[%arg1, %arg4] : memref<100x100xf32>, vector<8xf32>
    affine.vector_store %arg3, %arg0[%arg1, %arg4 + 8] : memref<100x100xf32>, vector<8xf32>
    %12:2 = affine.delinearize_index %arg1 into (4, 25) : index, index
    %13:3 = affine.delinearize_index %arg1 into (%arg4, 5, 5) : index, index, index
    %14:2 = affine.delinearize_index %arg1 into (5) : index, index
    %15 = affine.linearize_index [%12#0, %12#1] by (4, 25) : index
    %16 = affine.linearize_index disjoint [%12#0, %12#1] by (%arg4, 25) : index
    %17 = affine.linearize_index [%12#0, %12#1] by (25) : index
    %18 = affine.load %arg0[0, 0] : memref<100x100xf32>
    %19 = affine.load %arg0[symbol(%arg1) floordiv 2, symbol(%arg4) * 3] : memref<100x100xf32>
    %20 = affine.min #map8(%arg1)
    return
  }
}

