
// Ensure the SCF dialect is loaded (mlir-opt 22 does not load it for the
// checks of memref.subview, and crashes unless the input holds scf ops).

func.func @subview(%memref: memref<1xf32>, %offset: index) {
  memref.subview %memref[%offset] [1] [1] : 
      memref<1xf32> to 
      memref<1xf32, strided<[1], offset: ?>>
  return
}

func.func @load_scf(%i: index) -> index {
  %0 = scf.execute_region -> index {
    scf.yield %i : index
  }
  return %0 : index
}
