
func.func @dyn(%i: index, %n: index, %m: index) -> (index, index, index, index) {
  %0:4 = affine.delinearize_index %i into (%n, 3, %m, 5) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

