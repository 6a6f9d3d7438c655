
func.func @lin_loops(%a: index, %n: index, %m: memref<?xindex>) {
  affine.for %i = 0 to 10 {
    scf.for %j = %a to %n step %a {
      %x = affine.linearize_index [%j, %a, %i] by (4, 5, 6) : index
      memref.store %x, %m[%x] : memref<?xindex>
    }
  }
  return
}

