"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x6x?xf32>, memref<1x1x1xf32>, index, f32) -> f32, sym_name = "collapse"}> ({
  ^bb0(%arg0: memref<?x6x?xf32>, %arg1: memref<1x1x1xf32>, %arg2: index, %arg3: f32):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2]]}> : (memref<?x6x?xf32>) -> memref<?xf32>
    %1 = "memref.load"(%0, %arg2) : (memref<?xf32>, index) -> f32
    %2 = "memref.collapse_shape"(%arg1) <{reassociation = []}> : (memref<1x1x1xf32>) -> memref<f32>
    "memref.store"(%arg3, %2) : (f32, memref<f32>) -> ()
    %3 = "memref.collapse_shape"(%arg0) <{reassociation = [[0], [1, 2]]}> : (memref<?x6x?xf32>) -> memref<?x?xf32>
    "memref.store"(%1, %3, %arg2, %arg2) <{nontemporal = true}> : (f32, memref<?x?xf32>, index, index) -> ()
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

