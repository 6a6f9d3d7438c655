
func.func @dyn_nobound(%i: index, %n: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 7) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

