
func.func @h(%a: tensor<?xindex>, %b: tensor<?xindex>) {
  // expected-error @+1 {{expected ':'}}
  %1 = shape.meet %a, %b, error = "e" tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return
}
