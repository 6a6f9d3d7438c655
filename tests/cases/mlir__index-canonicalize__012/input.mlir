
func.func @bool_constants() -> (i1, i1, index) {
  %t = index.bool.constant true
  %f = index.bool.constant false
  %s = index.sizeof
  return %t, %f, %s : i1, i1, index
}

